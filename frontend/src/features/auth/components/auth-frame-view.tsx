// The markup of the sign-in frame, its texts given: the app renders it in the user's language (auth-frame.tsx) and
// the build prerenders it in each language into index.html (build-plugins/prerendered-frames.ts), so the brand panel,
// the page's largest paint, shows as soon as the HTML and its style sheets arrive, before any script.
import type { ReactNode } from 'react';

export interface AuthFrameTexts {
  welcome: string;
  title: string;
  tagline: string;
}

export function AuthFrameView({ texts, logo, children }: { texts: AuthFrameTexts; logo: string; children?: ReactNode }) {
  return (
    <main className="auth-page">
      <section className="auth-brand">
        <div className="auth-brand-inner">
          <p className="auth-welcome">{texts.welcome}</p>
          <h1>{texts.title}</h1>
          <p className="auth-tagline">{texts.tagline}</p>
        </div>
      </section>
      <section className="auth-card">
        <div className="auth-card-title">
          <img src={logo} alt="" width={32} height={32} />
          <span aria-hidden="true">{texts.title}</span>
        </div>
        {children}
      </section>
    </main>
  );
}
