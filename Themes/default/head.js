(function(){var d=document.documentElement;d.classList.add("js");try{var t=localStorage.getItem("folio-theme");if(t==="light"||t==="dark"){d.setAttribute("data-theme",t);}}catch(e){}})();
