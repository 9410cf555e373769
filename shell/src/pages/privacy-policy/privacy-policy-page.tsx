// Page frame: the content arrives with its issue.
export function PrivacyPolicyPage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Privacy Policy</h1>
    </section>
  );
}
