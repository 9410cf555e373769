// Page frame only: the full page arrives with its own issue.
export default function ThankYouPage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Thank you</h1>
    </section>
  );
}
