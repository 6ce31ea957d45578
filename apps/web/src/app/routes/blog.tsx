// Work in progress: this screen is being built.
export default function Screen() {
  return (
    <section className="container narrow-page">
      <h1>blog</h1>
    </section>
  );
}
