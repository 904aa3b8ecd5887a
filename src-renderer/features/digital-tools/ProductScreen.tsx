import styles from './digital-tools.module.css';

/** A drawing of a product's screen, with what it shows in words for those who do not see it. */
export function ProductScreen({ src, alt, caption }: { src: string; alt: string; caption: string }) {
  return (
    <figure className={styles.screen}>
      <img src={src} alt={alt} width="800" height="460" />
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
