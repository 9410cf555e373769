// Page frame: the content arrives with its issue.
export function ContactPage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Get in Touch</h1>
    </section>
  );
}
