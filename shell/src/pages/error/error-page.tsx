// Page frame: the content arrives with its issue.
export function ErrorPage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Something went wrong</h1>
    </section>
  );
}
