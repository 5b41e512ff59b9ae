/** The delete confirmation, word for word from docs/behaviour.md#files, shared by the list and the detail. */
export const DELETE_FILE = {
  title: 'Delete File',
  message: 'Are you sure you want to delete this file? This action cannot be undone.',
  failure: 'An error occurred while deleting the file',
} as const;
