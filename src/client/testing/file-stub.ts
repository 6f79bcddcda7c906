/** Stands in for image and style imports in component tests. */
export default 'test-file-stub';
