// Page frame: the content arrives with its issue.
export function DisclaimerPage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Disclaimer</h1>
    </section>
  );
}
