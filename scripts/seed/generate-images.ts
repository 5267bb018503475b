// Generates the abstract, on-brand seed images: the content's featured images in
// scripts/seed/images/ (uploaded by the seed, seed-images.ts) and the static placeholder and
// default social image in public/images/seed/.
// Each image is an SVG composition rasterised with sharp (already a project dependency).
// Run: node scripts/seed/generate-images.ts
import { mkdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { seededRandom as rng } from '../lib/seeded-random.ts'
import { SEED_IMAGES_DIR } from './seed-images.ts'

const STATIC_OUT = join(import.meta.dirname, '..', '..', 'public', 'images', 'seed')
const W = 1200
const H = 675

const NAVY = '#0f2a4a'
const DEEP = '#081a30'
const BLUE = '#0369a1'
const SKY = '#38bdf8'
const ICE = '#e0f2fe'
const WARM = '#f59e0b'

type Rng = () => number

const f = (n: number): string => n.toFixed(1)

function background(
  angle: number,
  glowX: number,
  glowY: number,
  glowColor = SKY,
  glowOpacity = 0.35,
): string {
  const rad = (angle * Math.PI) / 180
  const x2 = 0.5 + Math.cos(rad) / 2
  const y2 = 0.5 + Math.sin(rad) / 2
  return `<defs>
  <linearGradient id="bg" x1="${1 - x2}" y1="${1 - y2}" x2="${x2}" y2="${y2}">
    <stop offset="0" stop-color="${DEEP}"/><stop offset="0.55" stop-color="${NAVY}"/><stop offset="1" stop-color="#123a63"/>
  </linearGradient>
  <radialGradient id="glow" cx="${glowX}" cy="${glowY}" r="0.6">
    <stop offset="0" stop-color="${glowColor}" stop-opacity="${glowOpacity}"/><stop offset="1" stop-color="${glowColor}" stop-opacity="0"/>
  </radialGradient>
  <linearGradient id="skyfade" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${SKY}" stop-opacity="0.55"/><stop offset="1" stop-color="${BLUE}" stop-opacity="0.05"/>
  </linearGradient>
  <linearGradient id="bluefade" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${SKY}"/><stop offset="1" stop-color="${BLUE}"/>
  </linearGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect width="${W}" height="${H}" fill="url(#glow)"/>`
}

function gridLines(step: number, opacity: number): string {
  let s = ''
  for (let x = step; x < W; x += step) s += `<line x1="${x}" y1="0" x2="${x}" y2="${H}"/>`
  for (let y = step; y < H; y += step) s += `<line x1="0" y1="${y}" x2="${W}" y2="${y}"/>`
  return `<g stroke="${ICE}" stroke-opacity="${opacity}" stroke-width="1">${s}</g>`
}

// 1. Roadmap columns: rising bars with a trend line.
function bars(r: Rng): string {
  let s = background(20, 0.8, 0.2) + gridLines(75, 0.05)
  const n = 12
  const bw = 52
  for (let i = 0; i < n; i++) {
    const x = 140 + i * 78
    const h = 90 + i * 28 + r() * 60
    const y = 600 - h
    const fill = i === 8 ? WARM : 'url(#bluefade)'
    const op = i === 8 ? 0.9 : 0.35 + i * 0.045
    s += `<rect x="${x}" y="${f(y)}" width="${bw}" height="${f(h)}" rx="8" fill="${fill}" fill-opacity="${f(op)}"/>`
  }
  let d = ''
  for (let i = 0; i < n; i++) {
    const x = 166 + i * 78
    const y = 470 - i * 30 - Math.sin(i * 0.9) * 20
    d += `${i === 0 ? 'M' : 'L'}${x},${f(y)} `
    s += `<circle cx="${x}" cy="${f(y)}" r="6" fill="${ICE}"/>`
  }
  s += `<path d="${d}" fill="none" stroke="${ICE}" stroke-width="3" stroke-opacity="0.8"/>`
  s += `<line x1="100" y1="600" x2="1100" y2="600" stroke="${ICE}" stroke-opacity="0.4" stroke-width="2"/>`
  return s
}

// 2. Neural network: layered nodes with weighted connections.
function neural(r: Rng): string {
  let s = background(-30, 0.5, 0.5, SKY, 0.3)
  const layers = [4, 7, 9, 7, 3]
  const pts: [number, number][][] = layers.map((count, li) => {
    const x = 200 + li * 200
    return Array.from({ length: count }, (_, i) => [x, 337 + (i - (count - 1) / 2) * 70] as [number, number])
  })
  let lines = ''
  for (let li = 0; li < pts.length - 1; li++) {
    for (const a of pts[li]!) {
      for (const b of pts[li + 1]!) {
        const w = r()
        if (w < 0.45) continue
        lines += `<line x1="${a[0]}" y1="${a[1]}" x2="${b[0]}" y2="${b[1]}" stroke-opacity="${f(w * 0.45)}"/>`
      }
    }
  }
  s += `<g stroke="${SKY}" stroke-width="1.5">${lines}</g>`
  pts.forEach((layer, li) => {
    layer.forEach(([x, y], i) => {
      const warm = li === 2 && i === 4
      s += `<circle cx="${x}" cy="${y}" r="22" fill="${warm ? WARM : SKY}" fill-opacity="0.15"/>`
      s += `<circle cx="${x}" cy="${y}" r="11" fill="${warm ? WARM : li % 2 ? ICE : SKY}"/>`
    })
  })
  return s
}

// 3. Pyramid of triangles (low-poly mesh).
function pyramid(r: Rng): string {
  let s = background(60, 0.5, 0.9, SKY, 0.3)
  const rows = 7
  const size = 110
  const top = 110
  for (let row = 0; row < rows; row++) {
    const y0 = top + row * size * 0.8
    const y1 = y0 + size * 0.8
    for (let k = 0; k <= 2 * row; k++) {
      const cx = 600 + (k - row) * (size / 2)
      const up = k % 2 === 0
      const pts = up
        ? `${f(cx)},${f(y0)} ${f(cx - size / 2)},${f(y1)} ${f(cx + size / 2)},${f(y1)}`
        : `${f(cx - size / 2)},${f(y0)} ${f(cx + size / 2)},${f(y0)} ${f(cx)},${f(y1)}`
      const shade = row < 2 ? SKY : row < 4 ? '#0ea5e9' : BLUE
      const warm = row === 3 && k === 3
      const op = 0.25 + r() * 0.5
      s += `<polygon points="${pts}" fill="${warm ? WARM : shade}" fill-opacity="${f(warm ? 0.85 : op)}" stroke="${NAVY}" stroke-width="3"/>`
    }
  }
  return s
}

// 4. Flow lines converging into a golden path.
function flows(r: Rng): string {
  let s = background(0, 0.85, 0.5, SKY, 0.3)
  let g = ''
  for (let i = 0; i < 26; i++) {
    const y0 = 40 + i * 24 + r() * 10
    const y3 = 300 + (i - 13) * 6
    g += `<path d="M-20,${f(y0)} C400,${f(y0)} 600,${f(y3)} 1220,${f(y3)}" stroke-opacity="${f(0.15 + r() * 0.35)}"/>`
  }
  s += `<g fill="none" stroke="${SKY}" stroke-width="2">${g}</g>`
  s += `<path d="M-20,560 C420,560 620,330 1220,330" fill="none" stroke="${WARM}" stroke-width="6" stroke-linecap="round"/>`
  for (let i = 0; i < 6; i++) {
    const x = 760 + i * 80
    s += `<circle cx="${x}" cy="${f(300 + (i % 2) * 40 - 20)}" r="5" fill="${ICE}" fill-opacity="0.8"/>`
  }
  return s
}

// 5. Monitoring chart: several drifting lines with area fill and threshold.
function monitor(r: Rng): string {
  let s = background(-10, 0.2, 0.3, SKY, 0.25) + gridLines(60, 0.06)
  const series = [
    { base: 420, amp: 40, color: SKY, op: 0.9 },
    { base: 340, amp: 55, color: ICE, op: 0.5 },
    { base: 500, amp: 30, color: BLUE, op: 0.9 },
  ]
  series.forEach((se, idx) => {
    let d = ''
    for (let x = 0; x <= W; x += 40) {
      const drift = idx === 0 && x > 700 ? (x - 700) * 0.25 : 0
      const y = se.base - Math.sin(x / 130 + idx) * se.amp - r() * 18 - drift
      d += `${x === 0 ? 'M' : 'L'}${x},${f(y)} `
    }
    if (idx === 0) s += `<path d="${d} L${W},${H} L0,${H} Z" fill="url(#skyfade)" fill-opacity="0.6"/>`
    s += `<path d="${d}" fill="none" stroke="${se.color}" stroke-opacity="${se.op}" stroke-width="3" stroke-linejoin="round"/>`
  })
  s += `<line x1="0" y1="250" x2="${W}" y2="250" stroke="${WARM}" stroke-width="2.5" stroke-dasharray="14 10"/>`
  return s
}

// 6. Orbits: a central hub with systems circling it.
function orbits(r: Rng): string {
  let s = background(45, 0.62, 0.5, SKY, 0.4)
  const cx = 740
  const cy = 337
  for (let i = 1; i <= 5; i++) {
    s += `<circle cx="${cx}" cy="${cy}" r="${i * 70}" fill="none" stroke="${SKY}" stroke-opacity="${f(0.5 - i * 0.07)}" stroke-width="${i === 3 ? 2.5 : 1.5}"/>`
    const count = i + 1
    for (let k = 0; k < count; k++) {
      const a = r() * Math.PI * 2
      const warm = i === 4 && k === 0
      s += `<circle cx="${f(cx + Math.cos(a) * i * 70)}" cy="${f(cy + Math.sin(a) * i * 70)}" r="${warm ? 12 : 6 + r() * 6}" fill="${warm ? WARM : k % 2 ? ICE : SKY}"/>`
    }
  }
  s += `<circle cx="${cx}" cy="${cy}" r="38" fill="url(#bluefade)"/><circle cx="${cx}" cy="${cy}" r="16" fill="${ICE}"/>`
  return s
}

// 7. Hexagon cells with a mixed team of colors.
function hexes(r: Rng): string {
  let s = background(-40, 0.3, 0.7, SKY, 0.3)
  const size = 46
  const w = Math.sqrt(3) * size
  for (let row = -1; row < 11; row++) {
    for (let col = -1; col < 15; col++) {
      const cx = col * w + (row % 2 ? w / 2 : 0)
      const cy = row * size * 1.5
      const dist = Math.hypot(cx - 620, cy - 340) / 700
      const p = r()
      let pts = ''
      for (let k = 0; k < 6; k++) {
        const a = (Math.PI / 3) * k + Math.PI / 6
        pts += `${f(cx + Math.cos(a) * (size - 4))},${f(cy + Math.sin(a) * (size - 4))} `
      }
      if (p > 0.55 + dist * 0.4) {
        const warm = p > 0.97
        s += `<polygon points="${pts}" fill="${warm ? WARM : p > 0.8 ? SKY : BLUE}" fill-opacity="${f(warm ? 0.85 : 0.3 + (1 - dist) * 0.4)}"/>`
      } else {
        s += `<polygon points="${pts}" fill="none" stroke="${SKY}" stroke-opacity="${f(0.12 + (1 - dist) * 0.12)}" stroke-width="1.5"/>`
      }
    }
  }
  return s
}

// 8. Layered waves.
function waves(r: Rng): string {
  let s = background(90, 0.75, 0.15, SKY, 0.35)
  const colors = ['#123a63', '#0b4f80', BLUE, '#0284c7', SKY]
  colors.forEach((c, i) => {
    const base = 300 + i * 70
    const ph = r() * 6
    let d = `M0,${H} L0,${base} `
    for (let x = 0; x <= W; x += 20) {
      const y = base + Math.sin(x / (180 + i * 30) + ph) * (30 + i * 6) + Math.sin(x / 70 + ph) * 6
      d += `L${x},${f(y)} `
    }
    d += `L${W},${H} Z`
    s += `<path d="${d}" fill="${c}" fill-opacity="${f(0.55 + i * 0.08)}"/>`
  })
  s += `<circle cx="930" cy="150" r="44" fill="${WARM}" fill-opacity="0.85"/>`
  s += `<circle cx="930" cy="150" r="80" fill="none" stroke="${WARM}" stroke-opacity="0.3" stroke-width="2"/>`
  return s
}

// 9. Scatter of evaluation results with clusters and a fit line.
function scatter(r: Rng): string {
  let s = background(30, 0.4, 0.4, SKY, 0.25) + gridLines(100, 0.05)
  const clusters = [
    [380, 420, SKY],
    [700, 300, ICE],
    [900, 200, SKY],
  ] as const
  for (const [cx, cy, col] of clusters) {
    for (let i = 0; i < 55; i++) {
      const a = r() * Math.PI * 2
      const d = Math.sqrt(r()) * 150
      s += `<circle cx="${f(cx + Math.cos(a) * d * 1.3)}" cy="${f(cy + Math.sin(a) * d * 0.7)}" r="${f(3 + r() * 11)}" fill="${col}" fill-opacity="${f(0.15 + r() * 0.45)}"/>`
    }
  }
  s += `<line x1="150" y1="560" x2="1080" y2="110" stroke="${ICE}" stroke-width="2.5" stroke-opacity="0.7"/>`
  s += `<circle cx="300" cy="180" r="14" fill="${WARM}"/><circle cx="300" cy="180" r="30" fill="none" stroke="${WARM}" stroke-opacity="0.5" stroke-width="2"/>`
  return s
}

// 10. Dot matrix with interference pattern.
function dots(r: Rng): string {
  let s = background(-20, 0.7, 0.4, SKY, 0.3)
  const step = 30
  const sources = [
    [300, 200],
    [900, 480],
  ] as const
  for (let y = step / 2; y < H; y += step) {
    for (let x = step / 2; x < W; x += step) {
      let v = 0
      for (const [sx, sy] of sources) v += Math.cos(Math.hypot(x - sx, y - sy) / 38)
      const n = (v + 2) / 4
      const rad = 1.5 + n * 8
      const warm = n > 0.9 && r() > 0.9
      s += `<circle cx="${x}" cy="${y}" r="${f(rad)}" fill="${warm ? WARM : n > 0.6 ? SKY : ICE}" fill-opacity="${f(warm ? 0.9 : 0.15 + n * 0.5)}"/>`
    }
  }
  return s
}

// 11. Topographic contour lines.
function topo(r: Rng): string {
  let s = background(10, 0.3, 0.3, SKY, 0.25)
  const peaks = [
    { x: 330, y: 260, n: 11, ph: r() * 6 },
    { x: 880, y: 440, n: 9, ph: r() * 6 },
  ]
  for (const p of peaks) {
    for (let i = 1; i <= p.n; i++) {
      const base = i * 32
      let d = ''
      for (let k = 0; k <= 72; k++) {
        const a = (k / 72) * Math.PI * 2
        const rad = base * (1 + 0.18 * Math.sin(3 * a + p.ph + i * 0.2) + 0.08 * Math.sin(5 * a - p.ph))
        d += `${k === 0 ? 'M' : 'L'}${f(p.x + Math.cos(a) * rad * 1.3)},${f(p.y + Math.sin(a) * rad)} `
      }
      const warm = i === 3 && p.x === 880
      s += `<path d="${d}Z" fill="none" stroke="${warm ? WARM : i % 3 === 0 ? ICE : SKY}" stroke-opacity="${f(warm ? 0.95 : 0.65 - i * 0.04)}" stroke-width="${warm ? 3 : 1.8}"/>`
    }
  }
  return s
}

// 12. Circuit traces with pads.
function circuit(r: Rng): string {
  let s = background(-60, 0.5, 0.5, SKY, 0.3)
  let g = ''
  let pads = ''
  for (let i = 0; i < 34; i++) {
    let x = Math.round((r() * W) / 30) * 30
    let y = Math.round((r() * H) / 30) * 30
    let d = `M${x},${y}`
    const segs = 3 + Math.floor(r() * 4)
    for (let k = 0; k < segs; k++) {
      const len = (2 + Math.floor(r() * 6)) * 30
      if (k % 2 === 0) x += r() > 0.5 ? len : -len
      else y += r() > 0.5 ? len : -len
      d += ` L${x},${y}`
    }
    g += `<path d="${d}" stroke-opacity="${f(0.25 + r() * 0.45)}"/>`
    const warm = i === 7
    pads += `<circle cx="${x}" cy="${y}" r="${warm ? 9 : 6}" fill="${warm ? WARM : NAVY}" stroke="${warm ? WARM : SKY}" stroke-width="3"/>`
  }
  s += `<g fill="none" stroke="${SKY}" stroke-width="3" stroke-linejoin="round">${g}</g>${pads}`
  s += `<rect x="510" y="240" width="180" height="180" rx="18" fill="${NAVY}" stroke="${SKY}" stroke-width="3"/>`
  s += `<rect x="550" y="280" width="100" height="100" rx="10" fill="url(#bluefade)" fill-opacity="0.8"/>`
  return s
}

// 13. Isometric stacked platform layers.
function layers(r: Rng): string {
  let s = background(70, 0.5, 0.8, SKY, 0.35) + gridLines(50, 0.04)
  const cx = 600
  const tile = (y: number, wdt: number, fill: string, op: number): string => {
    const h = wdt / 2
    return (
      `<polygon points="${cx},${y - h / 2} ${cx + wdt / 2},${y} ${cx},${y + h / 2} ${cx - wdt / 2},${y}" fill="${fill}" fill-opacity="${op}"/>` +
      `<polygon points="${cx - wdt / 2},${y} ${cx},${y + h / 2} ${cx},${y + h / 2 + 18} ${cx - wdt / 2},${y + 18}" fill="${BLUE}" fill-opacity="0.55"/>` +
      `<polygon points="${cx + wdt / 2},${y} ${cx},${y + h / 2} ${cx},${y + h / 2 + 18} ${cx + wdt / 2},${y + 18}" fill="${DEEP}" fill-opacity="0.6"/>`
    )
  }
  s += tile(470, 640, '#123a63', 0.95)
  s += tile(380, 560, BLUE, 0.8)
  s += tile(290, 480, '#0ea5e9', 0.75)
  s += tile(205, 380, SKY, 0.85)
  // small service blocks on top layer
  for (let i = 0; i < 5; i++) {
    const x = cx - 100 + i * 50 + r() * 6
    const y = 195 - (i % 2) * 18
    s += `<rect x="${f(x - 12)}" y="${f(y - 40)}" width="24" height="40" rx="4" fill="${i === 2 ? WARM : ICE}" fill-opacity="0.9"/>`
  }
  return s
}

// 14. Route map: network of hubs connected by arcs.
function routes(r: Rng): string {
  let s = background(15, 0.5, 0.4, SKY, 0.25)
  for (let y = 40; y < H; y += 34) {
    let d = ''
    for (let x = 0; x <= W; x += 40)
      d += `${x === 0 ? 'M' : 'L'}${x},${f(y + Math.sin(x / 160 + y / 90) * 8)} `
    s += `<path d="${d}" fill="none" stroke="${ICE}" stroke-opacity="0.05" stroke-width="1.5"/>`
  }
  const hubs: [number, number][] = []
  for (let i = 0; i < 18; i++)
    hubs.push([110 + (i % 6) * 196 + r() * 90, 150 + Math.floor(i / 6) * 170 + r() * 90])
  let arcs = ''
  const arc = (a: [number, number], b: [number, number], lift: number): string => {
    const mx = (a[0] + b[0]) / 2
    const my = (a[1] + b[1]) / 2 - lift
    return `M${f(a[0])},${f(a[1])} Q${f(mx)},${f(my)} ${f(b[0])},${f(b[1])}`
  }
  hubs.forEach((a, i) => {
    const right = hubs[i + 1]
    const below = hubs[i + 6]
    if (right && i % 6 !== 5 && r() > 0.2)
      arcs += `<path d="${arc(a, right, 30 + r() * 40)}" stroke-opacity="${f(0.35 + r() * 0.4)}"/>`
    if (below && r() > 0.35) arcs += `<path d="${arc(a, below, 40)}" stroke-opacity="${f(0.3 + r() * 0.3)}"/>`
  })
  s += `<g fill="none" stroke="${SKY}" stroke-width="2.5" stroke-dasharray="2 8" stroke-linecap="round">${arcs}</g>`
  s += `<path d="${arc(hubs[6]!, hubs[11]!, 190)}" fill="none" stroke="${WARM}" stroke-width="4" stroke-linecap="round"/>`
  for (const [x, y] of hubs) {
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="16" fill="${SKY}" fill-opacity="0.18"/><circle cx="${f(x)}" cy="${f(y)}" r="7" fill="${ICE}"/>`
  }
  return s
}

// 15. Mosaic of squares fading across the frame.
function mosaic(r: Rng): string {
  let s = background(-15, 0.2, 0.8, SKY, 0.3)
  const step = 50
  for (let y = 0; y < H; y += step) {
    for (let x = 0; x < W; x += step) {
      const t = (x / W) * 0.7 + (1 - y / H) * 0.3
      const p = r()
      if (p > t + 0.15) continue
      const warm = p < 0.015
      const col = warm ? WARM : p < t * 0.4 ? SKY : p < t * 0.75 ? '#0ea5e9' : BLUE
      const inset = 4 + Math.floor(r() * 3) * 4
      s += `<rect x="${x + inset / 2}" y="${y + inset / 2}" width="${step - inset}" height="${step - inset}" rx="5" fill="${col}" fill-opacity="${f(warm ? 0.9 : 0.25 + t * 0.55)}"/>`
    }
  }
  return s
}

// 16. Migration: legacy stacks on the left feeding a new platform on the right.
function migration(r: Rng): string {
  let s = background(0, 0.8, 0.5, SKY, 0.35) + gridLines(60, 0.04)
  for (let i = 0; i < 5; i++) {
    const y = 150 + i * 85
    s += `<rect x="130" y="${y}" width="190" height="58" rx="10" fill="${ICE}" fill-opacity="${f(0.1 + r() * 0.12)}" stroke="${ICE}" stroke-opacity="0.35" stroke-width="2"/>`
  }
  let g = ''
  for (let i = 0; i < 5; i++) {
    const y0 = 179 + i * 85
    const y1 = 260 + i * 38
    const warm = i === 2
    g += `<path d="M320,${y0} C560,${y0} 600,${y1} 840,${y1}" stroke="${warm ? WARM : SKY}" stroke-opacity="${f(warm ? 0.95 : 0.35 + r() * 0.35)}" stroke-width="${warm ? 5 : 3}"/>`
  }
  s += `<g fill="none" stroke-linecap="round">${g}</g>`
  s += `<rect x="840" y="210" width="240" height="250" rx="22" fill="url(#bluefade)" fill-opacity="0.85"/>`
  for (let i = 0; i < 4; i++) {
    s += `<rect x="870" y="${240 + i * 52}" width="180" height="34" rx="8" fill="${NAVY}" fill-opacity="${f(0.35 + i * 0.1)}"/>`
  }
  return s
}

// 17. Readiness radar: five dimensions, the assessed shape inside the target.
function radar(r: Rng): string {
  let s = background(-25, 0.5, 0.5, SKY, 0.3)
  const cx = 600
  const cy = 350
  const corner = (k: number, rad: number): [number, number] => {
    const a = -Math.PI / 2 + (k * 2 * Math.PI) / 5
    return [cx + Math.cos(a) * rad, cy + Math.sin(a) * rad]
  }
  const polygon = (rads: number[]) => rads.map((rad, k) => corner(k, rad).map(f).join(',')).join(' ')
  for (let ring = 1; ring <= 5; ring++) {
    s += `<polygon points="${polygon(Array(5).fill(ring * 54))}" fill="none" stroke="${SKY}" stroke-opacity="${f(0.15 + ring * 0.05)}" stroke-width="1.5"/>`
  }
  for (let k = 0; k < 5; k++) {
    const [x, y] = corner(k, 270)
    s += `<line x1="${cx}" y1="${cy}" x2="${f(x)}" y2="${f(y)}" stroke="${ICE}" stroke-opacity="0.25" stroke-width="1.5"/>`
  }
  const scores = Array.from({ length: 5 }, () => 110 + r() * 140)
  s += `<polygon points="${polygon(scores)}" fill="${SKY}" fill-opacity="0.3" stroke="${SKY}" stroke-width="3" stroke-linejoin="round"/>`
  scores.forEach((rad, k) => {
    const [x, y] = corner(k, rad)
    const warm = k === 2
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="${warm ? 12 : 8}" fill="${warm ? WARM : ICE}"/>`
  })
  return s
}

// 18. Payback: cumulative cost and benefit curves crossing at the break-even point.
function payback(r: Rng): string {
  let s = background(25, 0.75, 0.3, SKY, 0.3) + gridLines(75, 0.05)
  const x0 = 120
  const x1 = 1080
  const point = (t: number, curve: (t: number) => number): string => `${f(x0 + t * (x1 - x0))},${f(curve(t))}`
  const cost = (t: number) => 470 - t * 150 - Math.sin(t * 9) * 6
  const benefit = (t: number) => 590 - t * t * 470
  let area = `M${x0},590`
  let costLine = ''
  let benefitLine = ''
  for (let i = 0; i <= 48; i++) {
    const t = i / 48
    area += ` L${point(t, benefit)}`
    costLine += `${i === 0 ? 'M' : 'L'}${point(t, cost)} `
    benefitLine += `${i === 0 ? 'M' : 'L'}${point(t, benefit)} `
  }
  s += `<path d="${area} L${x1},590 Z" fill="url(#skyfade)" fill-opacity="0.55"/>`
  s += `<path d="${costLine}" fill="none" stroke="${ICE}" stroke-opacity="0.75" stroke-width="3" stroke-dasharray="12 8"/>`
  s += `<path d="${benefitLine}" fill="none" stroke="${SKY}" stroke-width="4" stroke-linejoin="round"/>`
  for (let i = 0; i < 10; i++) {
    const x = x0 + 40 + i * 94
    const h = 20 + r() * 50
    s += `<rect x="${x}" y="${f(590 - h)}" width="26" height="${f(h)}" rx="4" fill="${BLUE}" fill-opacity="0.45"/>`
  }
  // Where the curves cross (found numerically: the seed data is fixed).
  let t = 0
  while (benefit(t) > cost(t) && t < 1) t += 0.002
  const [bx, by] = point(t, benefit).split(',')
  s += `<line x1="${bx}" y1="${by}" x2="${bx}" y2="590" stroke="${WARM}" stroke-width="2" stroke-dasharray="4 6"/>`
  s += `<circle cx="${bx}" cy="${by}" r="14" fill="${WARM}"/><circle cx="${bx}" cy="${by}" r="30" fill="none" stroke="${WARM}" stroke-opacity="0.5" stroke-width="2"/>`
  s += `<line x1="${x0}" y1="590" x2="${x1}" y2="590" stroke="${ICE}" stroke-opacity="0.4" stroke-width="2"/>`
  return s
}

function svg(body: string, w = W, h = H): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`
}

const images: { file: string; draw: (r: Rng) => string; seed: number }[] = [
  { file: 'pov-90-day-data-strategy.webp', draw: bars, seed: 11 },
  { file: 'pov-genai-pilot-to-production.webp', draw: neural, seed: 12 },
  { file: 'pov-test-pyramid-microservices.webp', draw: pyramid, seed: 13 },
  { file: 'pov-golden-paths-platform.webp', draw: flows, seed: 14 },
  { file: 'pov-mlops-mid-market.webp', draw: monitor, seed: 15 },
  { file: 'pov-startup-systems-sequencing.webp', draw: orbits, seed: 16 },
  { file: 'pov-blended-teams.webp', draw: hexes, seed: 17 },
  { file: 'pov-finops-process.webp', draw: waves, seed: 18 },
  { file: 'pov-testing-ai-features.webp', draw: scatter, seed: 19 },
  { file: 'case-health-system-data-platform.webp', draw: dots, seed: 21 },
  { file: 'case-insurer-claims-triage.webp', draw: topo, seed: 22 },
  { file: 'case-bank-continuous-testing.webp', draw: circuit, seed: 23 },
  { file: 'case-manufacturer-cloud-platform.webp', draw: layers, seed: 24 },
  { file: 'case-freight-startup-crm.webp', draw: routes, seed: 25 },
  { file: 'case-retailer-blended-team.webp', draw: mosaic, seed: 26 },
  { file: 'whitepaper-data-platform-modernization.webp', draw: migration, seed: 31 },
  { file: 'whitepaper-ai-readiness.webp', draw: radar, seed: 32 },
  { file: 'whitepaper-qa-automation-roi.webp', draw: payback, seed: 33 },
]

function placeholder(): string {
  let body = `<defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e2e8f0"/><stop offset="1" stop-color="#cbd5e1"/></linearGradient></defs>`
  body += `<rect width="${W}" height="${H}" fill="url(#p)"/>`
  body += `<g stroke="#94a3b8" stroke-opacity="0.18">`
  for (let x = 60; x < W; x += 60) body += `<line x1="${x}" y1="0" x2="${x}" y2="${H}"/>`
  for (let y = 45; y < H; y += 60) body += `<line x1="0" y1="${y}" x2="${W}" y2="${y}"/>`
  body += '</g>'
  // a quiet "image" glyph: frame, sun and hills
  body += `<g transform="translate(520 257)" fill="none" stroke="#94a3b8" stroke-width="6" stroke-linejoin="round">`
  body += `<rect x="0" y="0" width="160" height="120" rx="14"/><circle cx="48" cy="40" r="14"/>`
  body += `<path d="M14,104 L62,62 L92,88 L116,68 L148,104"/></g>`
  return svg(body)
}

function ogImage(): string {
  const w = 1200
  const h = 630
  let body = `<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${DEEP}"/><stop offset="0.6" stop-color="${NAVY}"/><stop offset="1" stop-color="#123a63"/></linearGradient>
  <radialGradient id="glow" cx="0.85" cy="0.3" r="0.6"><stop offset="0" stop-color="${SKY}" stop-opacity="0.35"/><stop offset="1" stop-color="${SKY}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" fill="url(#glow)"/>`
  // ridge lines (a nod to the crest in the name)
  for (let i = 0; i < 6; i++) {
    let d = `M0,${h}`
    for (let x = 0; x <= w; x += 20) {
      const y =
        430 + i * 28 - Math.max(0, 160 - Math.abs(x - 930) * 0.45) * (1 - i * 0.12) + Math.sin(x / 90 + i) * 6
      d += ` L${x},${f(y)}`
    }
    d += ` L${w},${h} Z`
    body += `<path d="${d}" fill="${i < 2 ? BLUE : '#123a63'}" fill-opacity="${f(0.35 + i * 0.1)}" stroke="${SKY}" stroke-opacity="${f(0.5 - i * 0.07)}" stroke-width="1.5"/>`
  }
  body += `<circle cx="930" cy="230" r="10" fill="${WARM}"/>`
  body += `<rect x="90" y="170" width="72" height="6" rx="3" fill="${WARM}"/>`
  body += `<text x="90" y="265" font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif" font-size="76" font-weight="700" fill="#ffffff">Crestline Consulting</text>`
  body += `<text x="92" y="330" font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif" font-size="36" fill="${SKY}">Crafting Solutions, Transforming Futures</text>`
  body += `<text x="92" y="545" font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif" font-size="24" fill="${ICE}" fill-opacity="0.85">Data &amp; AI  ·  Quality Engineering  ·  Platform &amp; DevOps  ·  Deerfield, IL</text>`
  return svg(body, w, h)
}

async function main(): Promise<void> {
  mkdirSync(SEED_IMAGES_DIR, { recursive: true })
  mkdirSync(STATIC_OUT, { recursive: true })
  const outputs: string[] = []
  for (const img of images) {
    const path = join(SEED_IMAGES_DIR, img.file)
    await sharp(Buffer.from(svg(img.draw(rng(img.seed)))))
      .webp({ quality: 75, effort: 6 })
      .toFile(path)
    outputs.push(path)
  }
  const ph = join(STATIC_OUT, 'placeholder.webp')
  await sharp(Buffer.from(placeholder())).webp({ quality: 75, effort: 6 }).toFile(ph)
  outputs.push(ph)
  const og = join(STATIC_OUT, 'og-default.jpg')
  await sharp(Buffer.from(ogImage())).jpeg({ quality: 85, mozjpeg: true }).toFile(og)
  outputs.push(og)
  for (const p of outputs) console.log(`${(statSync(p).size / 1024).toFixed(1).padStart(6)} KB  ${p}`)
}

await main()
