// The admin shell's first screen on a phone, as index.html carries it prerendered (build-plugins/prerendered-frames.ts)
// for a signed-in visitor's page in the shell: the header bar, an empty view and the footer, in the shell's own
// classes (global.css comes with the page's first style sheet), so each lies where the shell paints its own. The
// view is left clear: the app's loading spinner shows through it. index.html's script fills the slots: the header's
// height and colour as the phone layout measured them, and the footer's lines in the stored language. Its root is
// not `.shell`, which the app and its journeys look up.
import { ShellFooterView } from './footer-view';

export function ShellFirstFrame() {
  return (
    <div className="shell-first-frame">
      <div className="shell-frame">
        <div className="shell-body">
          <div className="shell-header" data-slot="header" />
          <div className="shell-main">
            <div className="shell-view" />
            <ShellFooterView copyright="" build="" />
          </div>
        </div>
      </div>
    </div>
  );
}
