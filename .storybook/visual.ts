// What the story pictures are taken at; shared by the test setup and the stories that opt in.

/** `parameters.visual` of a story or a component's meta. */
export interface VisualParameters {
  /** Also take the pictures at a phone width: set where the component's layout changes there. */
  phone?: boolean;
}

/** The desktop width every story is pictured at (Storybook's test default). */
export const desktop = { width: 1200, height: 900 };
/** The phone width pictured when a story sets `visual: { phone: true }`. */
export const phone = { width: 390, height: 844 };

/** The tallest a story is pictured (the test browser's window holds this much at full scale). */
export const maxHeight = 3800;

/** "Now" in every pictured story, so a calendar marks the same day on every run. */
export const pinnedNow = new Date('2026-03-18T09:30:00Z');
