# Desktop integration and a Debian package: `cmake --build build --target package` (or `cpack` in build/).
include(GNUInstallDirs)
if(TOUCHLINE_BUILD_GUI)
  install(FILES ${CMAKE_CURRENT_LIST_DIR}/org.touchline.Touchline.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
  install(FILES ${CMAKE_CURRENT_LIST_DIR}/org.touchline.Touchline.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
  install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/org.touchline.Touchline.svg
          DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
endif()

set(CPACK_PACKAGE_NAME "touchline")
set(CPACK_PACKAGE_VENDOR "Touchline")
set(CPACK_PACKAGE_CONTACT "Touchline developers")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_GENERATOR "DEB;TGZ")
# KSyntaxHighlighting is linked statically; the Qt 6 runtime comes from Debian.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_SECTION "text")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
include(CPack)
