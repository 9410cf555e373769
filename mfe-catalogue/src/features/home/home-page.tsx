// Page frame only: the full page arrives with its own issue.
export default function HomePage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Holiday packages across India</h1>
    </section>
  );
}
