"""Reading the Bataan table from a photo (issue 24), Qt-free: find the four ArUco corner markers
(`markers`), straighten the photo to the table in inches (`rectify`), find each base by its group's
colour, split touching bases and read its role dot (`bases`), and match the bases to the figures the
game knows, per group and role, by least movement (`match`). `read.read_photo` does it all;
`colours` holds the base and role colours, `image_file` reads a photo safely (no decompression bomb).

OpenCV (``opencv-python-headless``) and scipy are imported only here, when a photo is read."""
