import '../company.css';

interface CompanyHeroProps {
  eyebrow: string;
  heading: string;
  lead: string;
}

export function CompanyHero({ eyebrow, heading, lead }: CompanyHeroProps) {
  return (
    <section className="page-hero">
      <div className="container">
        <p className="eyebrow">{eyebrow}</p>
        <h1>{heading}</h1>
        <p>{lead}</p>
      </div>
    </section>
  );
}
