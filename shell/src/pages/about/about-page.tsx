// Page frame: the content arrives with its issue.
export function AboutPage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">About Us</h1>
    </section>
  );
}
