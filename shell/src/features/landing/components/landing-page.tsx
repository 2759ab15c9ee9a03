import { CallToActionSection } from './call-to-action-section';
import { CommunitySection } from './community-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { LandingFooter } from './landing-footer';
import { LandingNav } from './landing-nav';
import { TestimonialsSection } from './testimonials-section';
import { TripInspirationSection } from './trip-inspiration-section';

/** `/` for signed-out visitors (spec 2, Landing page). All content is static marketing copy. */
export function LandingPage() {
  return (
    <>
      <LandingNav />
      <main>
        <HeroSection />
        <FeaturesSection />
        <HowItWorksSection />
        <TripInspirationSection />
        <CommunitySection />
        <TestimonialsSection />
        <CallToActionSection />
      </main>
      <LandingFooter />
    </>
  );
}
