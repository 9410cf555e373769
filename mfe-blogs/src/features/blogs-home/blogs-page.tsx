// Page frame only: the full page arrives with its own issue. data-page-frame tells
// `npm run lighthouse` to skip it until then.
export default function BlogsPage() {
  return (
    <section aria-labelledby="page-title" data-page-frame>
      <h1 id="page-title">Where are you headed next?</h1>
    </section>
  );
}
