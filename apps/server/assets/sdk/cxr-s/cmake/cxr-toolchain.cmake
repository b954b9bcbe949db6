# CMake toolchain for YodaOS-Sprite (aarch64). Set CXR_SDK_HOME to the unpacked SDK.
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(CXR_SDK_HOME "$ENV{CXR_SDK_HOME}" CACHE PATH "The unpacked CXR-S SDK")
set(CMAKE_SYSROOT "${CXR_SDK_HOME}/sysroot")
set(CMAKE_C_COMPILER "${CXR_SDK_HOME}/toolchain/bin/aarch64-yoda-linux-clang")
set(CMAKE_CXX_COMPILER "${CXR_SDK_HOME}/toolchain/bin/aarch64-yoda-linux-clang++")
include_directories(SYSTEM "${CXR_SDK_HOME}/include")
link_directories("${CXR_SDK_HOME}/lib")

# cxr_package(<target> ID <package id> VERSION <x.y.z> [FEATURES camera sensors microphone])
# Links the CXR-S runtime and writes <target>.cxrpkg for `cxr install`.
function(cxr_package target)
  cmake_parse_arguments(PKG "" "ID;VERSION" "FEATURES" ${ARGN})
  target_link_libraries(${target} PRIVATE cxr)
  add_custom_command(TARGET ${target} POST_BUILD
    COMMAND "${CXR_SDK_HOME}/tools/cxr" pack $<TARGET_FILE:${target}>
            --id ${PKG_ID} --version ${PKG_VERSION} --features "${PKG_FEATURES}"
            --out ${CMAKE_BINARY_DIR}/${target}.cxrpkg)
endfunction()
