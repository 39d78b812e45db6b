// The results' bar charts, drawn with plain boxes: a chart library here cost a long task of
// its own (its code and its renders, half a second on a slowed phone) for two figures the
// page also gives in text. Both are for the eye only (aria-hidden).
import classes from './results-bars.module.css';

/** A series: its name (a key of each row) and its colour, a Mantine colour ('teal.6'). */
export type BarSeries = { name: string; color: string };

type BarsProps = {
  data: Record<string, string | number>[];
  /** The key of each row's label. */
  dataKey: string;
  series: BarSeries[];
};

const colorOf = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;
const valueOf = (row: Record<string, string | number>, key: string) => {
  const value = row[key];
  return typeof value === 'number' && value > 0 ? value : 0;
};

function Legend({ series }: { series: BarSeries[] }) {
  return (
    <div className={classes.legend}>
      {series.map((item) => (
        <span key={item.name}>
          <span className={classes.swatch} style={{ background: colorOf(item.color) }} />
          {item.name}
        </span>
      ))}
    </div>
  );
}

/** One row per label, its series stacked side by side, against the largest row's total. */
export function StackedBars({ data, dataKey, series }: BarsProps) {
  const totals = data.map((row) => series.reduce((sum, item) => sum + valueOf(row, item.name), 0));
  const largest = Math.max(1, ...totals);
  return (
    <div aria-hidden="true" className={classes.stacked}>
      <div className={classes.rows}>
        {data.map((row, index) => (
          <div key={index} style={{ display: 'contents' }}>
            <span className={classes.label}>{String(row[dataKey])}</span>
            <span className={classes.track}>
              {series.map((item) => (
                <span
                  key={item.name}
                  style={{
                    width: `${(valueOf(row, item.name) / largest) * 100}%`,
                    background: colorOf(item.color),
                  }}
                />
              ))}
            </span>
          </div>
        ))}
      </div>
      <Legend series={series} />
    </div>
  );
}

/** A group of columns per label (one per series), against the largest value; scrolls sideways when many. */
export function GroupedBars({
  data,
  dataKey,
  series,
  unit,
  h,
}: BarsProps & { unit: string; h: number }) {
  const largest = Math.max(
    1,
    ...data.flatMap((row) => series.map((item) => valueOf(row, item.name))),
  );
  const first = data[0]?.[dataKey];
  const last = data[data.length - 1]?.[dataKey];
  return (
    <div aria-hidden="true">
      <div className={classes.axis}>
        <span>
          {Math.round(largest)}
          {unit}
        </span>
      </div>
      <div className={classes.scroll}>
        <div className={classes.columns} style={{ height: h }}>
          {data.map((row, index) => (
            <div key={index} className={classes.group}>
              {series.map((item) => (
                <span
                  key={item.name}
                  className={classes.column}
                  style={{
                    height: `${(valueOf(row, item.name) / largest) * 100}%`,
                    background: colorOf(item.color),
                  }}
                />
              ))}
            </div>
          ))}
        </div>
      </div>
      <div className={classes.axis}>
        <span>{first === undefined ? '' : String(first)}</span>
        <span>{last === undefined || data.length < 2 ? '' : String(last)}</span>
      </div>
      <Legend series={series} />
    </div>
  );
}
