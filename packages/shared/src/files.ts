/** A file uploaded to this site (POST /admin/uploads/… → data.file.url). */
export const UPLOADED_FILE_PATH = /^\/api\/v1\/files\/[0-9a-f]{24}$/;
