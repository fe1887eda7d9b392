/** The shell's footer markup, which index.html's shell frame prerenders too (build-plugins/prerendered-frames.ts). */
export function ShellFooterView({ copyright, build }: { copyright: string; build: string }) {
  return (
    <footer className="shell-footer">
      {copyright}
      <span className="shell-footer-build">{build}</span>
    </footer>
  );
}
