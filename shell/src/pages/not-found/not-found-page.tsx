// Page frame: the content arrives with its issue.
export function NotFoundPage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Page not found</h1>
    </section>
  );
}
