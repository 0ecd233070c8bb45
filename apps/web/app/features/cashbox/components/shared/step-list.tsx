/** Where the player is in a flow of steps: an ordered list, the current step marked for screen readers too. */
export function StepList({
  label,
  steps,
  current,
}: {
  label: string;
  steps: string[];
  current: number;
}) {
  return (
    <ol className="cashbox-steps" aria-label={label}>
      {steps.map((step, index) => (
        <li
          key={step}
          className={`cashbox-steps__item${index === current ? ' cashbox-steps__item--current' : ''}${index < current ? ' cashbox-steps__item--done' : ''}`}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className="cashbox-steps__number" aria-hidden="true">
            {index + 1}
          </span>
          <span className="cashbox-steps__label">{step}</span>
        </li>
      ))}
    </ol>
  );
}
