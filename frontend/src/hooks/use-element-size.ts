// The content size of an element, kept current with ResizeObserver (charts and maps need pixel sizes to fill panels).
// Read only in the observer's callbacks, which run right after the browser's own layout (the first one as soon as
// the element is laid out): measured in the layout effect, every chart forced a layout of the whole board inside
// React's commit (0.26-0.48 s of a v2 board's load on a phone at 4x slowdown).
import { useLayoutEffect, useRef, useState } from 'react';

export function useElementSize<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = { width: Math.floor(element.clientWidth), height: Math.floor(element.clientHeight) };
      setSize((current) => (current.width === next.width && current.height === next.height ? current : next));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, ...size };
}
