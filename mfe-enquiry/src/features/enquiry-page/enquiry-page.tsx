// Page frame only: the full page arrives with its own issue.
export default function EnquiryPage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Plan Your Perfect Holiday</h1>
    </section>
  );
}
