// The v2 board's first screen on a phone, as index.html carries it prerendered (build-plugins/prerendered-frames.ts)
// for a signed-in visitor: the board's background and its title, in the board's own classes and the rules of them
// the plugin inlines, so the title lies where V2Shell paints its own. index.html's script writes the title as the
// board shows it first (lib/header.ts's v2Title of the cached config and the stored project) and the theme's
// accent. The header's other row, the tabs and the panels come with the app.
export function V2FirstFrame() {
  return (
    <div className="big-screen bs-v2">
      <header className="bs-header">
        <h1 className="bs-title" data-slot="title" />
      </header>
    </div>
  );
}
