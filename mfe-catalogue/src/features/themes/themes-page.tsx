// Page frame only: the full page arrives with its own issue.
export default function ThemesPage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Holiday themes</h1>
    </section>
  );
}
