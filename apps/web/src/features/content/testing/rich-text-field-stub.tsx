// The tiptap editor needs a real browser (the e2e test types into it); in the component tests
// a textarea with the same contract stands in for it:
//   vi.mock('./rich-text-field', () => import('../testing/rich-text-field-stub'));
export function RichTextField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
}) {
  return (
    <label>
      {label}
      <textarea value={value} onChange={(event) => onChange(event.currentTarget.value)} />
      {error ? <span>{error}</span> : null}
    </label>
  );
}
