/** Every word the rich-text editor shows or announces (a screen may pass its own). */

export interface RichTextEditorLabels {
  toolbar: string;
  bold: string;
  italic: string;
  underline: string;
  code: string;
  codeBlock: string;
  codeLanguage: string;
  noCodeLanguage: string;
  bulletedList: string;
  numberedList: string;
  indent: string;
  outdent: string;
  link: string;
  image: string;
  table: string;
  addRow: string;
  deleteTable: string;
  undo: string;
  redo: string;
  showPreview: string;
  hidePreview: string;
  preview: string;
  previewEmpty: string;
  loading: string;
  // link dialog
  insertLinkTitle: string;
  editLinkTitle: string;
  linkUrl: string;
  linkUrlHint: string;
  linkText: string;
  insertLink: string;
  saveLink: string;
  removeLink: string;
  invalidLink: string;
  cancel: string;
  // image dialog
  insertImageTitle: string;
  imageFile: string;
  imageFileHint: string;
  imageAlt: string;
  imageAltHint: string;
  insertImage: string;
  uploading: string;
  uploadingStatus: string;
  imageMissing: string;
  imageType: string;
  imageSize: (size: string) => string;
  /** While a chosen photo is made smaller before it is sent. */
  preparingImage: string;
  /** What making it smaller did: '3.8 MB → 310 KB'. */
  imageShrunk: (change: string) => string;
  uploadFailed: string;
  imageAltInEditor: (alt: string) => string;
  // table dialog
  insertTableTitle: string;
  tableRows: string;
  tableColumns: string;
  tableSizeHint: (max: number) => string;
  insertTable: string;
}

export const DEFAULT_EDITOR_LABELS: RichTextEditorLabels = {
  toolbar: 'Formatting',
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  code: 'Inline code',
  codeBlock: 'Code block',
  codeLanguage: 'Code language',
  noCodeLanguage: 'No language',
  bulletedList: 'Bulleted list',
  numberedList: 'Numbered list',
  indent: 'Indent',
  outdent: 'Outdent',
  link: 'Link',
  image: 'Image',
  table: 'Table',
  addRow: 'Add table row',
  deleteTable: 'Delete table',
  undo: 'Undo',
  redo: 'Redo',
  showPreview: 'Show preview',
  hidePreview: 'Hide preview',
  preview: 'Preview',
  previewEmpty: 'Nothing to preview yet.',
  loading: 'Loading the editor...',
  insertLinkTitle: 'Insert link',
  editLinkTitle: 'Edit link',
  linkUrl: 'URL',
  linkUrlHint: 'A full address: https://example.com or mailto:name@example.com',
  linkText: 'Text (optional)',
  insertLink: 'Insert link',
  saveLink: 'Save link',
  removeLink: 'Remove link',
  invalidLink:
    'Links must start with http://, https:// or mailto: (for example https://example.com).',
  cancel: 'Cancel',
  insertImageTitle: 'Insert image',
  imageFile: 'Image file',
  imageFileHint:
    'PNG, JPEG, GIF or WebP. Photos are made smaller before they are sent; what is sent must be smaller than 5 MB.',
  imageAlt: 'Alt text',
  imageAltHint: 'Describe the image for people who cannot see it.',
  insertImage: 'Upload and insert',
  uploading: 'Uploading...',
  uploadingStatus: 'Uploading the image...',
  imageMissing: 'Choose an image to upload.',
  imageType: 'Only images can be uploaded: PNG, JPEG, GIF or WebP.',
  imageSize: (size) => `This image is ${size}. Images must be smaller than 5 MB.`,
  preparingImage: 'Making the image smaller...',
  imageShrunk: (change) => `Made smaller for sending: ${change}.`,
  uploadFailed: 'The image could not be uploaded. Please try again.',
  imageAltInEditor: (alt) => (alt ? `Image: ${alt}` : 'Image without alt text'),
  insertTableTitle: 'Insert table',
  tableRows: 'Rows',
  tableColumns: 'Columns',
  tableSizeHint: (max) => `From 1 to ${max}.`,
  insertTable: 'Insert table',
};
