// The closing calls to action of /about and /services; the home page's is in home.ts and each
// service page's in its own copy.

export const aboutClosing = {
  heading: "Let's build what's next, together",
  text: 'Whether you are scaling a startup or modernizing an enterprise, we would like to hear what you are working on.',
  cta: 'Start a Conversation',
}

export const servicesClosing = {
  heading: 'Not sure where to start?',
  text: 'Tell us about your goals and constraints. We will recommend the practice, or combination of practices, that fits.',
  cta: 'Talk to a Consultant',
}
