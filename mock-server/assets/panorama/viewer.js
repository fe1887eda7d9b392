// The 360° panorama viewer of /static/panorama/<name>.html: it shows /static/panorama/<name>-360.jpg, an
// equirectangular picture, through a WebGL shader that turns each screen pixel into a viewing direction (no
// library: a real platform's panorama pages are krpano or Pannellum, this is the same idea in one small file).
// Drag, arrow keys and the wheel or a pinch look around and zoom; it turns slowly until the visitor takes over.
(() => {
  const canvas = document.getElementById('view');
  const status = document.getElementById('status');
  const picture = location.pathname.replace(/\.html$/, '-360.jpg');
  // A drone's panorama (…-air.html) is about the site below: it opens looking down.
  const view = { yaw: 0, pitch: /-air\.html$/.test(location.pathname) ? -25 : 0, fov: 75 };
  const radians = (degrees) => (degrees * Math.PI) / 180;
  let spinning = true;

  const say = (text) => {
    status.textContent = text;
    status.hidden = !text;
  };

  const gl = canvas.getContext('webgl', { antialias: false });
  if (!gl) return say('此浏览器不支持 WebGL，无法显示全景。 This browser has no WebGL.');

  const VERTEX = 'attribute vec2 corner; void main() { gl_Position = vec4(corner, 0.0, 1.0); }';
  const FRAGMENT = `
    precision highp float;
    uniform sampler2D picture;
    uniform vec2 size;
    uniform float yaw, pitch, halfFov;
    void main() {
      vec2 screen = (gl_FragCoord.xy / size) * 2.0 - 1.0;
      float spread = tan(halfFov);
      vec3 ray = normalize(vec3(screen.x * spread * size.x / size.y, screen.y * spread, -1.0));
      ray = vec3(ray.x, ray.y * cos(pitch) - ray.z * sin(pitch), ray.y * sin(pitch) + ray.z * cos(pitch));
      ray = vec3(ray.x * cos(yaw) - ray.z * sin(yaw), ray.y, ray.x * sin(yaw) + ray.z * cos(yaw));
      float longitude = atan(ray.x, -ray.z);
      float latitude = asin(clamp(ray.y, -1.0, 1.0));
      gl_FragColor = texture2D(picture, vec2(longitude / 6.2831853 + 0.5, 0.5 - latitude / 3.1415927));
    }`;
  const shader = (type, source) => {
    const made = gl.createShader(type);
    gl.shaderSource(made, source);
    gl.compileShader(made);
    return made;
  };
  const program = gl.createProgram();
  gl.attachShader(program, shader(gl.VERTEX_SHADER, VERTEX));
  gl.attachShader(program, shader(gl.FRAGMENT_SHADER, FRAGMENT));
  gl.linkProgram(program);
  gl.useProgram(program);
  gl.bindBuffer(gl.ARRAY_BUFFER, gl.createBuffer());
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW);
  const corner = gl.getAttribLocation(program, 'corner');
  gl.enableVertexAttribArray(corner);
  gl.vertexAttribPointer(corner, 2, gl.FLOAT, false, 0, 0);
  const uniform = (name) => gl.getUniformLocation(program, name);

  const draw = () => {
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    const [width, height] = [Math.round(canvas.clientWidth * ratio), Math.round(canvas.clientHeight * ratio)];
    if (canvas.width !== width || canvas.height !== height) [canvas.width, canvas.height] = [width, height];
    gl.viewport(0, 0, width, height);
    gl.uniform2f(uniform('size'), width, height);
    gl.uniform1f(uniform('yaw'), radians(view.yaw));
    gl.uniform1f(uniform('pitch'), radians(view.pitch));
    gl.uniform1f(uniform('halfFov'), radians(view.fov / 2));
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  };
  let frame = 0;
  const redraw = () => {
    if (!frame) frame = requestAnimationFrame(() => ((frame = 0), draw()));
  };
  const look = (yaw, pitch, fov = view.fov) => {
    view.yaw = (((view.yaw + yaw) % 360) + 360) % 360;
    view.pitch = Math.max(-85, Math.min(85, view.pitch + pitch));
    view.fov = Math.max(30, Math.min(100, fov));
    redraw();
  };

  const image = new Image();
  image.onerror = () => say('全景图片加载失败。 The panorama picture did not load.');
  image.onload = () => {
    gl.bindTexture(gl.TEXTURE_2D, gl.createTexture());
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGB, gl.RGB, gl.UNSIGNED_BYTE, image);
    // REPEAT across the seam (the picture's width is a power of two); no mipmaps, whose levels jump at the seam.
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.REPEAT);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
    say('');
    document.body.dataset.ready = 'true';
    draw();
    const spin = () => {
      if (!spinning) return;
      look(0.04, 0);
      requestAnimationFrame(spin);
    };
    if (!matchMedia('(prefers-reduced-motion: reduce)').matches) requestAnimationFrame(spin);
  };
  image.src = picture;

  const pointers = new Map();
  const stop = () => (spinning = false);
  canvas.addEventListener('pointerdown', (event) => {
    stop();
    canvas.setPointerCapture(event.pointerId);
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
  });
  canvas.addEventListener('pointermove', (event) => {
    const last = pointers.get(event.pointerId);
    if (!last) return;
    const degreesPerPixel = view.fov / canvas.clientHeight;
    if (pointers.size === 1) look(-(event.clientX - last.x) * degreesPerPixel, (event.clientY - last.y) * degreesPerPixel);
    else {
      const other = [...pointers.entries()].find(([id]) => id !== event.pointerId)[1];
      const before = Math.hypot(last.x - other.x, last.y - other.y);
      const after = Math.hypot(event.clientX - other.x, event.clientY - other.y);
      if (before > 0) look(0, 0, (view.fov * before) / after);
    }
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
  });
  const release = (event) => pointers.delete(event.pointerId);
  canvas.addEventListener('pointerup', release);
  canvas.addEventListener('pointercancel', release);
  canvas.addEventListener(
    'wheel',
    (event) => {
      event.preventDefault();
      stop();
      look(0, 0, view.fov * Math.exp(event.deltaY / 500));
    },
    { passive: false },
  );
  const KEYS = { ArrowLeft: [-5, 0], ArrowRight: [5, 0], ArrowUp: [0, 5], ArrowDown: [0, -5] };
  canvas.addEventListener('keydown', (event) => {
    const step = KEYS[event.key];
    if (step) look(step[0], step[1]);
    else if (event.key === '+' || event.key === '=') look(0, 0, view.fov - 5);
    else if (event.key === '-') look(0, 0, view.fov + 5);
    else return;
    stop();
    event.preventDefault();
  });
  window.addEventListener('resize', redraw);
  canvas.focus();
})();
