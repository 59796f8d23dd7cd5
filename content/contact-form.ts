import type { ContactForm } from './schema'

/** Labels and messages of the consultation form on the home page. */
export const contactForm: ContactForm = {
  fields: {
    firstName: { label: 'First name' },
    lastName: { label: 'Last name' },
    email: { label: 'Email' },
    phone: { label: 'Phone', optionalHint: '(optional)' },
    projectDetails: {
      label: 'Project details',
      placeholder: 'Which rooms, what you would like to change, and when you hope to start',
      rows: 4,
    },
  },
  requiredHint: 'Fields marked * are required.',
  submit: 'Send message',
  submitting: 'Sending...',
  fieldRequired: 'Please fill in this field.',
  email: {
    subject: 'New Contact Form Submission from {first} {last}',
    noScriptSubject: 'New Contact Form Submission from the website',
    nameLabel: 'Name',
    emailLabel: 'Email',
    phoneLabel: 'Phone',
    noPhone: 'Not provided',
    detailsLabel: 'Project details',
    footer: 'This message was sent from the Saltwood Design-Build website contact form.',
  },
  length: {
    budget: 1800,
    remaining: '{count} characters left',
    tooLong:
      'Your message is {count} characters too long to open in an email app. Shorten it, or copy the whole message and paste it into an email.',
  },
  fallback: {
    heading: 'Email app did not open?',
    text: 'Send the same message another way:',
    gmail: 'Open in Gmail',
    outlook: 'Open in Outlook.com',
    copy: 'Copy message',
    copied: 'Message and our email address copied. Paste them into any email.',
    copyFailed: 'Your browser did not allow copying. Select the message below and copy it.',
    newTabHint: '(opens in a new tab)',
    dismiss: 'Dismiss',
    messageLabel: 'Your message',
    toLabel: 'To',
    subjectLabel: 'Subject',
  },
  draftRestored: 'We restored the message you were writing.',
  draftUnavailable:
    'This browser does not allow saving a draft, so your message will be lost if you leave this page before sending.',
  draftTooLarge:
    'Your message is too long to keep as a draft, so it will be lost if you leave this page before sending.',
  replacedCharacters:
    'Part of what you typed or pasted was not a complete character, so it was replaced with �. Please check your message before sending.',
  messages: {
    missingTitle: 'Error',
    missingText: 'Please fill in all required fields',
    failureTitle: 'Something went wrong',
    failureText: 'Something went wrong. Please try again or contact us directly.',
    successTitle: 'Email Client Opened',
    successText:
      'Your default email client should open with the message pre-filled. Please send the email to complete your submission.',
  },
}
