// Work in progress: this screen is being built.
export default function Screen() {
  return (
    <section className="container narrow-page">
      <h1>privacy</h1>
    </section>
  );
}
