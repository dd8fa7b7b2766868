/**
 * A spinning ring that says what is loading to screen readers. Under reduced motion it turns
 * slowly instead of stopping, so it still reads as "busy".
 */
export function Spinner({ label, className = "size-10" }: { label: string; className?: string }) {
  return (
    <span role="status" className="inline-flex flex-col items-center gap-3">
      <span
        aria-hidden="true"
        className={`animate-spin rounded-full border-4 border-current border-r-transparent motion-reduce:animate-[spin_3s_linear_infinite] ${className}`}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
