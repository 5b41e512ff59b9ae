/** The delete confirmation, word for word from docs/behaviour.md#files, shared by the list and the detail. */
export const DELETE_FILE = {
  title: 'Delete File',
  /** With what else goes, from the file's delete rules ('This also deletes its 2 documents.'). */
  message: (cascade: string) =>
    `Are you sure you want to delete this file?${cascade ? ` ${cascade}` : ''} This action cannot be undone.`,
  failure: 'An error occurred while deleting the file',
};
