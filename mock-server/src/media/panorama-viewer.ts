// The viewer page behind a seeded panorama link (/static/panorama/p1-east.html): one page and one script for
// every panorama, the page finding its picture by its own address (panoramaSphereUrl). A name that no seeded
// link gives is not a page (the caller answers 404).
import { readFileSync } from 'node:fs';
import { SEEDED_NAMES } from './catalogue';

const asset = (name: string) => readFileSync(new URL(`../../assets/panorama/${name}`, import.meta.url));
const PAGE = { body: asset('viewer.html'), type: 'text/html; charset=utf-8' };
const SCRIPT = { body: asset('viewer.js'), type: 'text/javascript; charset=utf-8' };

/** The page or script at /static/<path>, or null when the path is neither. */
export function panoramaViewerFile(path: string): { body: Buffer; type: string } | null {
  if (path === 'panorama/viewer.js') return SCRIPT;
  return /^panorama\/p\d+-(east|west|air)\.html$/.test(path) && SEEDED_NAMES.has(path) ? PAGE : null;
}
