// Page frame only: the full page arrives with its own issue.
export default function DarshanPage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Dev Darshan</h1>
    </section>
  );
}
