// The rule of "no Chinese in English mode outside data" (issue 41), shared by the journeys that read pages in
// English: data is what the server answered (names, addresses, free text: each string of the page's API answers is
// removed from the texts before they are checked), except the contract's enum values, the categories and the fixed
// words of the answers (weather, chart units and series) the frontend translates, which must show in English, in text
// and in the charts' SVG labels and legends; text marked translate="no" (a language named in itself) is
// skipped. Team names (钢筋班组, 木班组...) are not data here: the seed names each team after its trade from its own
// word list, so a presenter showing an English screen would be asked why "Rebar workers" stands beside 钢筋班组; they
// are in the frontend's vocabulary and must read in English. A team a customer's backend names after its foreman
// (张三班组) is not in it, and is data like a person's name.
// In English a figure and a word unit are two words: "58vehicles" (a number glued to a word) is a finding too.
import type { Page } from '@playwright/test';
import { loadDocument } from '@smartsite/api/document';
import { dataVocabulary } from '@smartsite/frontend/vocabulary';

const HAN = /\p{Script=Han}/u;

/** Every string enum value of the contract: shown to a user, it is the frontend's to translate, not data. */
function contractEnumValues(): Set<string> {
  const values = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const { enum: members } = node as { enum?: unknown };
      if (Array.isArray(members)) for (const member of members) if (typeof member === 'string') values.add(member);
      Object.values(node).forEach(walk);
    }
  };
  walk(loadDocument());
  return values;
}

/** The categories of free-string fields the frontend translates like enums (frontend/src/lib/i18n/enums.ts). */
const translatedCategories = ['总承包', '监理', '劳务分包', '材料采购', '设备租赁', '图纸', '方案', '报告', '验收', '影像'];
/** The fixed words inside the answers (weather, units, series, kinds): vocabulary to translate, not data. */
const vocabulary = Object.values(dataVocabulary).flatMap((group) => Object.keys(group));
const notData = new Set([...contractEnumValues(), ...translatedCategories, ...vocabulary]);

/** The answers of each page whose bodies are still being read. */
const reading = new WeakMap<Page, Set<Promise<void>>>();

/** Collects the strings of the page's API answers (data) for as long as the page lives. */
export function collectData(page: Page): Set<string> {
  const data = new Set<string>();
  const pending = new Set<Promise<void>>();
  reading.set(page, pending);
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    const read = response
      .json()
      .then((body: unknown) => {
        const walk = (value: unknown): void => {
          if (typeof value === 'string') {
            if (HAN.test(value) && !notData.has(value)) data.add(value);
          } else if (value && typeof value === 'object') Object.values(value).forEach(walk);
        };
        walk(body);
      })
      .catch(() => undefined)
      .finally(() => pending.delete(read));
    pending.add(read);
  });
  return data;
}

/**
 * Resolves once every answer the page has received so far is in its data: a page may draw an answer before its body
 * reaches the journey, and a text read then would look untranslated.
 */
export async function answersRead(page: Page): Promise<void> {
  await Promise.all([...(reading.get(page) ?? [])]);
}

/**
 * What the page shows a reader: visible text (adjacent text nodes of an element as one text: React writes
 * {value}{unit} as two) and the placeholder, title and aria-label of visible elements.
 */
export function readableTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const skipped = (element: Element) => element.closest('[translate="no"], [data-i18n-skip]') !== null;
    const shown = (element: Element) => element.checkVisibility({ opacityProperty: false, visibilityProperty: true });
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.previousSibling?.nodeType === Node.TEXT_NODE) continue;
      const parent = node.parentElement;
      let joined = node.textContent ?? '';
      for (let next = node.nextSibling; next?.nodeType === Node.TEXT_NODE; next = next.nextSibling) joined += next.textContent ?? '';
      const text = joined.trim();
      if (text && parent && !skipped(parent) && shown(parent) && !parent.closest('script, style, noscript')) texts.push(text);
    }
    for (const element of document.body.querySelectorAll('[placeholder], [title], [aria-label]')) {
      if (skipped(element) || !shown(element)) continue;
      for (const name of ['placeholder', 'title', 'aria-label']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return [...new Set(texts)];
  });
}

/** Texts with Han characters left once every data string is taken out of them (longest first). */
export function untranslated(texts: readonly string[], data: ReadonlySet<string>): string[] {
  const strings = [...data].sort((a, b) => b.length - a.length);
  return texts.filter((text) => {
    if (!HAN.test(text)) return false;
    let rest = text;
    for (const string of strings) if (rest.includes(string)) rest = rest.split(string).join(' ');
    return HAN.test(rest);
  });
}

/** A figure glued to a word ("58vehicles", "3people"): not one of an id's digits, nor an ordinal (1st, 2nd). */
const GLUED = /(?<![\w.#/:-])\d+(?:\.\d+)?(?!st\b|nd\b|rd\b|th\b)[a-z]{3,}/;

/** Texts where a figure and a word unit stand without the space English puts between them. */
export function gluedUnits(texts: readonly string[]): string[] {
  return texts.filter((text) => GLUED.test(text));
}
