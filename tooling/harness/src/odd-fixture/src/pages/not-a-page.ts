// A module whose default export is not a component (what a wrong file in `exposes` would be).
export default { title: 'not a component' };
