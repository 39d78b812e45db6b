// The score as a ring, drawn as it looks with Mantine's RingProgress (size, thickness, round
// caps, colours). RingProgress wraps each of its arcs in a floating tooltip, even without one,
// which reads the page's computed styles as the results page mounts: the browser lays the page
// out in the middle of React's work, 30 ms of a slow phone's main thread.
import type { ReactNode } from 'react';
import classes from './score-ring.module.css';

export function ScoreRing({
  percentage,
  label,
  size = 88,
  thickness = 9,
}: {
  percentage: number;
  label: ReactNode;
  size?: number;
  thickness?: number;
}) {
  const radius = (size * 0.9 - thickness * 2) / 2;
  const circumference = 2 * Math.PI * radius;
  const shown = Math.min(100, Math.max(0, percentage));
  const circle = { cx: size / 2, cy: size / 2, r: radius, fill: 'none', strokeWidth: thickness };
  return (
    <div className={classes.ring} style={{ width: size, height: size }} aria-hidden="true">
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} className={classes.svg}>
        <circle {...circle} className={classes.track} />
        {shown > 0 ? (
          <circle
            {...circle}
            className={classes.arc}
            strokeLinecap="round"
            strokeDasharray={`${(circumference * shown) / 100} ${circumference}`}
          />
        ) : null}
      </svg>
      <div className={classes.label}>{label}</div>
    </div>
  );
}
