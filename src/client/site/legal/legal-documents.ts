import type { LegalDocument } from '@/content/copy-types'

// docs/product.md section 2, legal pages: numbered sections in the order the spec lists them. The
// contact details themselves come from the site configuration at render time.

export const privacyNotice: LegalDocument = {
  title: 'Privacy Notice',
  description:
    'How Crestline Consulting collects, uses, shares and protects personal information, and the rights you have over it.',
  intro:
    'This Privacy Notice explains how Crestline Consulting ("Crestline", "we", "us") handles personal information when you visit our website, contact us or work with us.',
  sections: [
    {
      heading: 'Information We Collect',
      paragraphs: ['We collect only what we need to respond to you and to run this website:'],
      bullets: [
        'Contact details you give us, such as your name, e-mail address, phone number and company, and the content of your message.',
        'If you apply for a job: what the application form asks for and the CV you attach.',
        'Technical data sent by your browser, such as IP address, browser type, pages visited and referring page.',
        'Your cookie preferences, stored in your own browser.',
      ],
    },
    {
      heading: 'How We Use Your Information',
      paragraphs: [
        'We use personal information to answer enquiries, provide and improve our services, send newsletters you asked for, keep the website secure and meet legal obligations. With your consent, we use analytics to understand which pages are useful and our CRM to follow up on enquiries.',
        'Job applications: when you apply for a position on our careers pages, we keep your name, e-mail address, phone number, LinkedIn profile address, your note and your CV, to assess your application. Only the Crestline staff who review applications see them. Applications are never used for marketing and are not sent to our CRM. We delete each application and its CV 12 months after the position closes.',
      ],
    },
    {
      heading: 'How We Share Information',
      paragraphs: [
        'We do not sell personal information. We share it only with service providers that host our website, operate our CRM or deliver e-mail on our behalf, under contracts that limit their use of it, and with authorities when the law requires it.',
      ],
    },
    {
      heading: 'Data Security',
      paragraphs: [
        'We protect information with encryption in transit, access controls, and regular review of who can see what. No system is perfectly secure, so we also limit how much we collect and how long we keep it: enquiries and newsletter requests (the address and the consent given) are retained for up to three years unless they become part of a client relationship, whitepaper download requests and page-visit records for 13 months, job applications and their CVs until 12 months after the position closes, and the security log of staff activity for one year. Drafts of our own content, and the notes our staff leave on them (with the writer’s name), are kept while the item exists; anything we delete, content or images, is kept in a trash for 30 days so it can be restored, then deleted for good.',
      ],
    },
    {
      heading: 'Your Rights',
      paragraphs: [
        'Depending on where you live, you may ask to access, correct, delete or export your personal information, object to or restrict its use, and withdraw consent at any time. You can change cookie choices at any moment with the Cookie Settings button on every page. We answer requests within 30 days.',
      ],
    },
    {
      heading: 'Contact Us',
      paragraphs: ['For questions about this notice or to exercise your rights, contact our privacy team:'],
    },
  ],
}

export const cookiePolicy: LegalDocument = {
  title: 'Cookie Policy',
  description:
    'Which cookies and browser storage the Crestline Consulting website uses, why, and how to manage your preferences.',
  intro:
    'This Cookie Policy explains how Crestline Consulting uses cookies and similar browser storage on this website, and how you stay in control of them.',
  sections: [
    {
      heading: 'Essential Cookies',
      paragraphs: [
        'Essential storage keeps the website working and secure, for example by remembering your cookie choices and keeping staff signed in to the content system. It cannot be switched off.',
      ],
    },
    {
      heading: 'Analytics Cookies',
      paragraphs: [
        'With your consent, we record which pages are visited, the referring page and your browser type under a random session identifier, to learn which content is useful. Nothing is sent unless you allow analytics.',
      ],
    },
    {
      heading: 'Marketing Cookies',
      paragraphs: [
        'With your consent, we load our live-chat service and pass contact-form enquiries to our CRM so that the right consultant can follow up. These features stay off unless you allow marketing.',
      ],
    },
    {
      heading: 'Functional Cookies',
      paragraphs: [
        'Functional storage remembers optional settings that make repeat visits more convenient. It is off unless you allow it.',
      ],
    },
    {
      heading: 'Managing Your Preferences',
      paragraphs: [
        'When you first visit, the cookie banner lets you accept all, reject all or customize each category. Afterwards, the Cookie Settings button at the bottom right of every page opens the Cookie Settings dialog, where you can change your choices at any time; changes take effect immediately. You can also clear cookies and site data in your browser settings.',
      ],
    },
    {
      heading: 'Third-Party Cookies',
      paragraphs: [
        'Our live-chat and CRM providers may set their own cookies when marketing cookies are allowed. Their use is governed by their own privacy policies. We do not allow advertising networks to place cookies on this website.',
      ],
    },
  ],
}

export const termsOfUse: LegalDocument = {
  title: 'Terms of Use',
  description: 'The terms that govern your use of the Crestline Consulting website and its content.',
  intro:
    'These Terms of Use govern your access to and use of the Crestline Consulting website. Please read them carefully.',
  sections: [
    {
      heading: 'Acceptance of Terms',
      paragraphs: [
        'By using this website you agree to these terms. If you do not agree, please do not use the website.',
      ],
    },
    {
      heading: 'Use of the Website',
      paragraphs: [
        'You may browse and share our content for lawful, non-commercial purposes. You must not attempt to disrupt the website, gain unauthorized access to any part of it, or use automated means to collect data from it beyond ordinary search-engine indexing.',
      ],
    },
    {
      heading: 'Intellectual Property',
      paragraphs: [
        'The text, graphics, logos and other content on this website belong to Crestline Consulting or its licensors and are protected by copyright and trademark law. Quoting short passages with attribution is welcome; other reuse requires our written permission.',
      ],
    },
    {
      heading: 'Description of Services',
      paragraphs: [
        'The website describes our consulting services for general information. Any engagement is governed by a separate written agreement, which takes precedence over anything stated here.',
      ],
    },
    {
      heading: 'Disclaimer',
      paragraphs: [
        'Content is provided "as is" without warranties of any kind. Insights and case studies reflect specific circumstances and are not professional advice for your situation.',
      ],
    },
    {
      heading: 'Limitation of Liability',
      paragraphs: [
        'To the extent permitted by law, Crestline Consulting is not liable for indirect, incidental or consequential damages arising from your use of the website.',
      ],
    },
    {
      heading: 'Governing Law',
      paragraphs: [
        'These terms are governed by the laws of the State of Illinois, and disputes shall be resolved in the state or federal courts located in Cook County or Lake County, Illinois.',
      ],
    },
    {
      heading: 'Changes to These Terms',
      paragraphs: [
        'We may update these terms from time to time. The effective date above shows when they last changed; continued use of the website means you accept the updated terms.',
      ],
    },
    {
      heading: 'Contact Information',
      paragraphs: ['Questions about these terms can be sent to our legal team:'],
    },
  ],
}
