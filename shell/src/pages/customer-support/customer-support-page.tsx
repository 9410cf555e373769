// Page frame: the content arrives with its issue.
export function CustomerSupportPage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Customer Support</h1>
    </section>
  );
}
