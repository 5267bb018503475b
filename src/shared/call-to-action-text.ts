// Texts of the calls to action an article's text may hold. Tests pin them as literals.

export const callToActionText = {
  /** The 'Talk to us' card's button, and its heading when the link has no text of its own. */
  talkToUs: 'Talk to us',
  talkIntro: 'Tell us where you are, and a consultant will reply within one business day.',
  /** Above a whitepaper card's title. */
  whitepaper: 'Whitepaper',
  /** A whitepaper card's link to its page, where no form can be shown (the staff preview). */
  downloadWhitepaper: 'Download the whitepaper',
} as const
