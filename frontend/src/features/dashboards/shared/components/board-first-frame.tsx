// The v1 and v2 boards' first screen on a phone, as index.html carries it prerendered
// (build-plugins/prerendered-frames.ts) for a signed-in visitor: the board's background and its title, in the board's
// own classes and the rules of them the plugin inlines, so the title lies where the board's shell paints its own.
// index.html's script writes the title as the board shows it first (the stored project's name; on v2 the display
// name of its cached config before it, v2/lib/header.ts's v2Title) and the theme's accent. The header's other
// row, the links or tabs and the panels come with the app.
export function BoardFirstFrame() {
  return (
    <div className="big-screen">
      <header className="bs-header">
        <h1 className="bs-title" data-slot="title" />
      </header>
    </div>
  );
}
