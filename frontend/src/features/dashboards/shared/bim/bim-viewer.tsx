// A 3D viewer for any glTF model (the mock's generated ones or a real backend's): orbit with the mouse or a
// finger, zoom with the wheel or a pinch, slow rotation while nobody touches it (not with reduced motion, nor where
// frames are dear: software WebGL, or turn frames that block the main thread), a legend of the storeys'
// construction states when the model carries them, and a message instead of a blank box when WebGL is missing or
// the model cannot be loaded. three.js lives in this chunk alone. Frames are drawn on demand (frame-scheduler.ts),
// not sixty a second.
import { useEffect, useRef, useState } from 'react';
import {
  Box3,
  DirectionalLight,
  HemisphereLight,
  MathUtils,
  Mesh,
  PerspectiveCamera,
  Scene,
  Vector3,
  WebGLRenderer,
  type Object3D,
} from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { createFrameScheduler } from './frame-scheduler';
import { stateLabels, storeyLegend, type LegendEntry } from './storeys';
import './bim-viewer.css';
import { tr } from '@/lib/i18n/phrases';

type Status = { kind: 'loading' } | { kind: 'ready'; legend: LegendEntry[] } | { kind: 'failed'; reason: string };

export interface BimViewerProps {
  /** The model's address (already resolved against the API base); give the viewer this as its key too. */
  url: string;
  /** Rotate slowly while idle: the big screens run unattended. */
  autoRotate?: boolean;
}

/** Why a model did not load, in words a presenter can act on. */
function failureReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const status = /responded with (\d{3})/.exec(message)?.[1];
  if (status) return tr('服务器返回 {{status}}', { status });
  if (/fetch|network/i.test(message)) return tr('网络无法访问模型文件');
  return tr('文件不是可读的 glTF 模型');
}

const noWebgl = tr('此浏览器无法显示三维模型（WebGL 不可用）');

/** Whether this browser can draw WebGL at all (headless browsers and some remote desktops cannot). */
function webglAvailable(): boolean {
  const canvas = document.createElement('canvas');
  return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
}

/**
 * Whether the browser draws WebGL on the CPU (SwiftShader, llvmpipe: no usable GPU, as in many VMs, remote desktops
 * and cheap TV boxes): each frame then costs the main thread 100 ms or more, so the model does not turn by itself.
 */
function softwareRendered(renderer: WebGLRenderer): boolean {
  const gl = renderer.getContext();
  const debug = gl.getExtension('WEBGL_debug_renderer_info');
  const name = debug ? String(gl.getParameter(debug.UNMASKED_RENDERER_WEBGL)) : '';
  return /swiftshader|llvmpipe|softpipe|software/i.test(name);
}

/** Puts the camera at a three-quarter view from above that shows the whole model. */
function frame(model: Object3D, camera: PerspectiveCamera, controls: OrbitControls) {
  const box = new Box3().setFromObject(model);
  const size = box.getSize(new Vector3());
  const centre = box.getCenter(new Vector3());
  const radius = Math.max(size.length() / 2, 1);
  // A little inside the bounding sphere: the site slab's corners may leave the picture, the building does not.
  const distance = (radius / Math.sin(MathUtils.degToRad(camera.fov / 2))) * 0.8;
  camera.near = distance / 100;
  camera.far = distance * 10;
  camera.position.copy(centre).add(new Vector3(0.75, 0.5, 0.9).normalize().multiplyScalar(distance));
  camera.updateProjectionMatrix();
  controls.target.copy(centre);
  controls.minDistance = radius * 0.6;
  controls.maxDistance = distance * 2.5;
  controls.update();
}

export default function BimViewer({ url, autoRotate = true }: BimViewerProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [webgl] = useState(webglAvailable);
  const [loadStatus, setStatus] = useState<Status>({ kind: 'loading' });
  const status: Status = webgl ? loadStatus : { kind: 'failed', reason: noWebgl };

  useEffect(() => {
    const host = hostRef.current;
    if (!host || !webgl) return;
    const renderer = new WebGLRenderer({ antialias: true, alpha: true });
    // Beyond 1.5 device pixels per CSS pixel the model looks the same and a frame costs up to 1.8x the pixels.
    renderer.setPixelRatio(Math.min(window.devicePixelRatio, 1.5));
    renderer.domElement.dataset.testid = 'bim-canvas';
    host.appendChild(renderer.domElement);

    const scene = new Scene();
    scene.add(new HemisphereLight(0xe4eeff, 0x4a4036, 2));
    const sun = new DirectionalLight(0xffffff, 2.4);
    sun.position.set(60, 120, 80);
    scene.add(sun);
    const camera = new PerspectiveCamera(35, 1, 0.1, 5000);
    const controls = new OrbitControls(camera, renderer.domElement);
    controls.enableDamping = true;
    controls.maxPolarAngle = Math.PI / 2 - 0.05;
    controls.autoRotateSpeed = 0.8;
    let drawing = false;
    const frames = createFrameScheduler({
      turns: autoRotate && !window.matchMedia('(prefers-reduced-motion: reduce)').matches && !softwareRendered(renderer),
      draw(seconds, turning) {
        drawing = true;
        controls.autoRotate = turning;
        const moved = controls.update(seconds);
        renderer.render(scene, camera);
        drawing = false;
        return moved;
      },
    });
    // Drags, pinches and the wheel move the camera in the controls' own handlers, which then report a change.
    controls.addEventListener('change', () => {
      if (!drawing) frames.invalidate();
    });
    controls.addEventListener('start', frames.hold);
    controls.addEventListener('end', frames.release);

    const resize = () => {
      const { clientWidth: width, clientHeight: height } = host;
      if (!width || !height) return;
      renderer.setSize(width, height);
      camera.aspect = width / height;
      camera.updateProjectionMatrix();
      frames.invalidate();
    };
    const observer = new ResizeObserver(resize);
    observer.observe(host);
    resize();
    let onScreen = true;
    const updateVisibility = () => frames.setVisible(onScreen && document.visibilityState === 'visible');
    const screenObserver = new IntersectionObserver(([entry]) => {
      onScreen = entry?.isIntersecting ?? onScreen;
      updateVisibility();
    });
    screenObserver.observe(host);
    document.addEventListener('visibilitychange', updateVisibility);

    let model: Object3D | undefined;
    let cancelled = false;
    new GLTFLoader()
      .loadAsync(url)
      .then((gltf) => {
        if (cancelled) return;
        model = gltf.scene;
        scene.add(model);
        frame(model, camera, controls);
        frames.modelShown();
        setStatus({ kind: 'ready', legend: storeyLegend(model) });
      })
      .catch((error: unknown) => {
        if (!cancelled) setStatus({ kind: 'failed', reason: failureReason(error) });
      });

    return () => {
      cancelled = true;
      observer.disconnect();
      screenObserver.disconnect();
      document.removeEventListener('visibilitychange', updateVisibility);
      frames.dispose();
      controls.dispose();
      model?.traverse((node) => {
        if (node instanceof Mesh) {
          node.geometry.dispose();
          for (const material of [node.material].flat()) material.dispose();
        }
      });
      renderer.dispose();
      renderer.domElement.remove();
    };
  }, [url, autoRotate, webgl]);

  return (
    <div className="bs-bim" data-testid="bim-viewer" data-status={status.kind}>
      <div ref={hostRef} className="bs-bim-canvas" />
      {status.kind === 'loading' ? <div className="bs-stage-centre">{tr('模型加载中…')}</div> : null}
      {status.kind === 'failed' ? (
        <div className="bs-stage-centre bs-bim-failed" role="alert">
          <strong>{tr('BIM模型无法加载')}</strong>
          <span>{status.reason}</span>
        </div>
      ) : null}
      {status.kind === 'ready' && status.legend.length ? <StoreyLegend legend={status.legend} /> : null}
    </div>
  );
}

function StoreyLegend({ legend }: { legend: LegendEntry[] }) {
  const total = legend.reduce((sum, entry) => sum + entry.storeys, 0);
  return (
    <ul className="bs-bim-legend" data-testid="bim-legend" data-storeys={total} aria-label={tr('共{{total}}层', { total })}>
      {legend.map((entry) => (
        <li key={entry.state} data-state={entry.state} data-storeys={entry.storeys}>
          <i style={{ background: entry.colour || 'transparent' }} aria-hidden="true" />
          {stateLabels[entry.state]} <strong>{entry.storeys}</strong> {tr('层')}
        </li>
      ))}
    </ul>
  );
}
