// Page frame: the content arrives with its issue.
export function TermsPage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Terms & Conditions</h1>
    </section>
  );
}
