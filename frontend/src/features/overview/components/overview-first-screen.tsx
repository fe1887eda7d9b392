// The first screen of 项目概览 on a phone, as index.html carries it prerendered (build-plugins/prerendered-frames.ts):
// a header bar of the height the app's header had at this width (a common height on a first visit), the greeting and the totals' cards with their
// labels, each figure a placeholder. The app's own page (overview-page.tsx) paints over the same places, so a
// returning visitor on a slow network reads the greeting as soon as the HTML and the style sheets arrive. Its slots
// (data-slot) are filled by index.html's script from the stored profile and language; the styles are the page's own
// (overview-page.css) and those of this file, inlined with the frame.
export const overviewTotals = ['projectTotal', 'workerTotal', 'presentToday', 'deviceTotal', 'warningTotal'] as const;

export function OverviewFirstScreen() {
  return (
    <div className="first-screen">
      <div className="first-screen-header" data-slot="header" />
      <div className="shell-view">
        <div className="page overview-page">
          <div className="first-screen-card">
            <h2 className="semi-typography overview-welcome-title" data-slot="welcome" />
          </div>
          <div className="overview-stats">
            {overviewTotals.map((field) => (
              <div key={field} className="first-screen-card">
                <span className="first-screen-label" data-slot={field} />
                <div className="first-screen-placeholder" />
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
