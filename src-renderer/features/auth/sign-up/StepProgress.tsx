import { STEPS, type StepId } from './sign-up-form';
import styles from './SignUpPage.module.css';

export function StepProgress({ current }: { current: StepId }) {
  const currentIndex = STEPS.findIndex((step) => step.id === current);
  return (
    <nav aria-label="Sign-up progress">
      <ol className={styles.progress}>
        {STEPS.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'todo';
          return (
            <li key={step.id} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.stepTitle}>{step.title}</span>
              {state === 'done' ? <span className="visually-hidden"> (completed)</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
